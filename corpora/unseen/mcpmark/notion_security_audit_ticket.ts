// Source: eval-sys/mcpmark, tasks/notion/standard/it_trouble_shooting_hub/security_audit_ticket/verify.py (verify, _get_title_text) with tasks/utils/notion_utils.py, commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall } from 'chokepoint';
import { findDatabaseInBlock, findPage, findPageOrDatabaseById, getBlockPlainText, mainIdOf, NotionClient, type Json } from './helpers.ts';

/** _get_title_text: the plain text of the first title property of a page. */
function getTitleText(pageProperties: Json): string {
  for (const prop of Object.values(pageProperties) as Json[]) {
    if (prop.type === 'title') {
      const titleRich: Json[] = prop.title ?? [];
      if (titleRich.length > 0) return titleRich[0].plain_text;
    }
  }
  return '';
}

function verify(notion: NotionClient, mainId: string | null): boolean {
  let rootPageId: string | null = null;
  if (mainId) {
    const [foundId, objectType] = findPageOrDatabaseById(notion, mainId);
    if (foundId && objectType === 'page') rootPageId = foundId;
  }
  if (!rootPageId) rootPageId = findPage(notion, 'IT Trouble Shooting Hub');
  if (!rootPageId) return false;

  const requestsDbId = findDatabaseInBlock(notion, rootPageId, 'IT Requests');
  if (!requestsDbId) return false;

  const expectedTitle = 'Quarterly Security Audit - Expired Assets Review';
  const results: Json[] = notion.databasesQuery(requestsDbId).results ?? [];

  let targetPage: Json = null;
  for (const page of results) {
    const titleText = getTitleText(page.properties ?? {});
    if (titleText === expectedTitle) {
      targetPage = page;
      break;
    }
  }
  if (!targetPage) return false;

  const props = targetPage.properties ?? {};

  const priorityValue = props.Priority?.select?.name;
  if (priorityValue !== 'High') return false;

  const dueDateStart = props.Due?.date?.start;
  const expectedDueIso = '2023-06-22';
  if (!dueDateStart || !String(dueDateStart).startsWith(expectedDueIso)) return false;

  const pageId = targetPage.id;
  const blocks: Json[] = notion.blocksChildrenList(pageId).results ?? [];
  const bulletTexts = blocks.filter((b) => b.type === 'bulleted_list_item').map((b) => getBlockPlainText(b));

  const expectedItems: Record<string, string> = {
    '192371-8910/54': 'Computer Accessory',
    '32x11PIP': 'Computer Accessory',
    '76x87PCY': 'Laptop',
    '36x10PIQ': 'Computer Accessory',
    '65XYQ/GB': 'License',
  };

  if (bulletTexts.length !== Object.keys(expectedItems).length) return false;

  const bulletPattern = /^\s*(.*?)\s+-\s+(.*?)\s+-\s+(.+?)\s*$/;
  const matched = new Set<string>();
  for (const text of bulletTexts) {
    const m = bulletPattern.exec(text);
    if (!m) return false;
    const serial = m[1].trim();
    const tag = m[2].trim();
    const advice = m[3].trim();
    if (!(serial in expectedItems)) return false;
    if (expectedItems[serial] !== tag) return false;
    if (!advice) return false;
    matched.add(serial);
  }

  if (matched.size !== Object.keys(expectedItems).length) return false;
  return true;
}

export default defineUserTask({
  id: 'notion_security_audit_ticket',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'In the IT Trouble Shooting Hub page, find every IT Inventory item whose Expiration date is before 2023-07-15 and the IT FAQs tagged "Security"; create a page in the IT Requests database titled exactly "Quarterly Security Audit - Expired Assets Review", Priority High, Due 2023-06-22, whose body has one bullet per expired item formatted `<Serial> - <Tag> - <Recommendation>` (the item\'s Serial, its first tag, a recommendation based on the security FAQ).',
  requiredTools: [],
  reference: [
    externalCall('API-post-page', {
      parent: { database_id: '<IT Requests>' },
      properties: { title: 'Quarterly Security Audit - Expired Assets Review', Priority: 'High', Due: '2023-06-22' },
    }),
    externalCall('API-patch-block-children', {
      block_id: '<the new page>',
      children: [
        '192371-8910/54 - Computer Accessory - ...',
        '32x11PIP - Computer Accessory - ...',
        '76x87PCY - Laptop - ...',
        '36x10PIQ - Computer Accessory - ...',
        '65XYQ/GB - License - ...',
      ],
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => verify(new NotionClient(post), mainIdOf(post)),
});
