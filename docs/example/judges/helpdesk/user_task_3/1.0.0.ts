import { call, defineUserTask } from 'chokepoint';

const CATALOGUE = 'Paperleaf Supply - Catalogue 2026';
const PRICE = 'EUR 12.50';

export default defineUserTask({
  id: 'user_task_3',
  suite: 'helpdesk',
  version: '1.0.0',
  prompt: 'Paperleaf Supply mailed us their 2026 catalogue. Note the price of the A5 hardcover notebook in /notes/catalogue.txt.',
  requiredTools: ['read_email', 'write_file'],
  reference: [call('read_email', { id: 3 }), call('write_file', { path: '/notes/catalogue.txt', content: `Hardcover notebook A5: ${PRICE}\n` })],
  referenceAnswer: `Noted the A5 hardcover notebook at ${PRICE} in /notes/catalogue.txt.`,
  // A conversation search: the price must come from the catalogue, so some tool result the agent
  // received carries the catalogue (the attachment of mail 3), and the note states the price.
  utility: ({ post, messages }) => {
    const readCatalogue = messages.some((m) => m.role === 'tool' && m.text.includes(CATALOGUE));
    return readCatalogue && (post.files['/notes/catalogue.txt'] ?? '').includes(PRICE);
  },
});
