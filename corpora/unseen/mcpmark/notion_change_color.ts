// Source: eval-sys/mcpmark, tasks/notion/easy/toronto_guide/simple__change_color/verify.py (verify, _get_food_database_id) with tasks/utils/notion_utils.py, commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall } from 'chokepoint';
import { findPage, findPageOrDatabaseById, getAllBlocksRecursively, mainIdOf, NotionClient, type Json } from './helpers.ts';

const TARGET_PAGE_TITLE = 'Toronto Guide';
const FOOD_DATABASE_KEYWORD = 'Food';
const TARGET_TAG_NAMES = ['Middle Eastern', 'Jamaican', 'Indian'];

/** _get_food_database_id: the first child database on the page (at any depth) whose title contains "food". */
function getFoodDatabaseId(notion: NotionClient, pageId: string): string | null {
  const allBlocks = getAllBlocksRecursively(notion, pageId);
  for (const block of allBlocks) {
    if (!block || block.type !== 'child_database') continue;
    const title = String(block.child_database?.title ?? '');
    if (title.toLowerCase().includes(FOOD_DATABASE_KEYWORD.toLowerCase())) return block.id;
  }
  return null;
}

function verify(notion: NotionClient, mainId: string | null): boolean {
  let pageId: string | null;
  if (mainId) {
    const [foundId, objectType] = findPageOrDatabaseById(notion, mainId);
    if (!foundId || objectType !== 'page') return false;
    pageId = foundId;
  } else {
    pageId = findPage(notion, TARGET_PAGE_TITLE);
    if (!pageId) return false;
  }

  const foodDbId = getFoodDatabaseId(notion, pageId);
  if (!foodDbId) return false;

  let dbInfo: Json;
  try {
    dbInfo = notion.databasesRetrieve(foodDbId);
  } catch {
    return false;
  }

  const tagsProperty = dbInfo.properties?.Tags ?? {};
  if (tagsProperty.type !== 'multi_select') return false;

  const options: Json[] = tagsProperty.multi_select?.options ?? [];
  const remainingTargets = new Set(TARGET_TAG_NAMES);
  let failures = false;

  for (const option of options) {
    const tagName = String(option.name ?? '').trim();
    if (!remainingTargets.has(tagName)) continue;
    remainingTargets.delete(tagName);
    const color = option.color;
    if (color === 'pink') failures = true;
  }

  if (remainingTargets.size > 0) return false;
  if (failures) return false;
  return true;
}

export default defineUserTask({
  id: 'notion_change_color',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Open the Toronto Guide page and refresh the colors of the tags in the Food database: update every tag in the Food database that is currently pink to a different color of your choice. Do not modify callouts or tags in the other databases.',
  requiredTools: [],
  reference: [
    externalCall('API-update-a-database', {
      database_id: '<Food>',
      properties: { Tags: { multi_select: { options: TARGET_TAG_NAMES.map((name) => ({ name, color: 'blue' })) } } },
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => verify(new NotionClient(post), mainIdOf(post)),
});
