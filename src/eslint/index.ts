/** `chokepoint/eslint`: chokepoint's lint rules as an ESLint plugin (flat config). */
import { plugin } from './plugin.ts';

export { plugin };
export default plugin;
