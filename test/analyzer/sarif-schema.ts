import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';

// Both are CommonJS modules whose `default` is the export (Node's interop gives `module.exports`).
const Ajv = ajvDraft04.default;
const addFormats = ajvFormats.default;

/**
 * The SARIF 2.1.0 JSON schema as OASIS publishes it (errata 01, JSON Schema draft-04), committed
 * as test data so the tests need no network: test/fixtures/sarif/sarif-schema-2.1.0.json, from
 * oasis-tcs/sarif-spec sarif-2.1/schema/sarif-schema-2.1.0.json. Formats (uri, uri-reference,
 * date-time) are checked too.
 */
const SCHEMA = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8')) as object;

let validator: ReturnType<InstanceType<typeof Ajv>['compile']> | undefined;

/** Every way `log` breaks the schema, as `<JSON pointer> <message>`; empty when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validator = ajv.compile(SCHEMA);
  }
  return validator(log) ? [] : (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
}
