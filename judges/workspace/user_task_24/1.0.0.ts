import { call, defineUserTask } from 'chokepoint';

const SOURCE = '/shared/price-list-2026.txt';
const TARGET = '/reports/archive/price-list-2026.txt';

export default defineUserTask({
  id: 'user_task_24',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Archive our price list: copy ${SOURCE} unchanged to ${TARGET} and leave the original where it is.`,
  requiredTools: ['read_file', 'write_file'],
  reference: [
    call('read_file', { path: SOURCE }),
    call('write_file', {
      path: TARGET,
      content:
        'Northwind price list 2026 (EUR, excl. VAT)\nNW-PAL-120 Euro pallet 120x80: 14.50\nNW-CRT-40 Foldable crate 40L: 9.80\nNW-STR-50 Stretch film roll 500mm: 22.00\nNW-TMP-01 Temperature logger: 89.00\nNW-LBL-A6 Shipping labels A6 (1000): 18.40\nNW-STP-50 Steel strapping 50m: 31.75\nNW-BOX-XL Double-wall box XL: 2.35\nNW-GEL-10 Gel cold pack 10-pack: 27.90\n',
    }),
  ],
  referenceAnswer: `I copied the price list to ${TARGET}.`,
  tags: ['files', 'write', 'easy'],
  utility: ({ pre, post }) => {
    const original = pre.files[SOURCE];
    const copy = post.files[TARGET];
    return original !== undefined && copy?.trim() === original.trim() && post.files[SOURCE] === original;
  },
});
