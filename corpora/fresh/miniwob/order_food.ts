// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/order-food.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: chooseItemsByName, the #submit-order button click handler and itemsMatchByName (one draw: Chicken wings, Chocolate cake)
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved } from './helpers.ts';

const MENU = [
  { id: 0, name: 'Caesar Salad' },
  { id: 1, name: 'Garlic bread' },
  { id: 2, name: 'Spinach and goat cheese dip' },
  { id: 3, name: 'Chicken wings' },
  { id: 4, name: 'Tofu and Vegetable stone pot' },
  { id: 5, name: 'Spicy Thai Peanut Chicken' },
  { id: 6, name: 'Grilled Pork Tenderloin' },
  { id: 7, name: 'Spaghetti and Meatballs' },
  { id: 8, name: 'Cheese wheel' },
  { id: 9, name: 'Chocolate cake' },
];
const expectedItems = [MENU[3], MENU[9]];

interface SelectedItem {
  readonly quantity: string;
  readonly id: number;
}

function itemsMatchByName(expected: readonly { name: string }[], selectedItems: readonly SelectedItem[]): boolean {
  if (selectedItems.length === 0) return false;
  const selectedNames = selectedItems.map((v) => MENU[v.id].name);
  const expectedNames = expected.map((v) => v.name);
  const matchingLength = expected.length === selectedItems.length;
  const matchingContents = expectedNames.every((v) => selectedNames.indexOf(v) !== -1);
  const uniqueItems = selectedItems.every((v) => parseInt(v.quantity, 10) === 1);
  if (matchingLength && matchingContents && uniqueItems) return true;
  return false;
}

export default defineUserTask({
  id: 'order_food',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Order one of each item: ${expectedItems.map((v) => v.name).join(', ')}`,
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.food-item[data-id=3]' }),
    externalCall('click', { element: '.food-item[data-id=9]' }),
    externalCall('click', { element: '#submit-order button' }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  // one row per menu item on the page: its data-id, data-quantity and whether it is selected
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, '#submit-order button');
    if (page === undefined) return false;
    const selectedItems: SelectedItem[] = [];
    for (const v of page.tables.food_items) {
      if (v.selected !== 1) continue;
      selectedItems.push({ quantity: String(v.quantity), id: Number(v.id) });
    }
    const r = itemsMatchByName(expectedItems, selectedItems) ? 1.0 : -1.0;
    return solved(r);
  },
});
