// sierra-research/tau-bench tau_bench/envs/retail/tools/*.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: the invoke() of each state-changing retail tool, on the flattened tables
import { appendRow, round2, type Data, type Row } from './hash.ts';

/** Sort keys of the flattened retail tables (see README: what each table was in the JSON data). */
export const RETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {
  users: ['user_id'],
  user_orders: ['user_id'],
  payment_methods: ['user_id', 'id'],
  orders: ['order_id'],
  order_items: ['order_id'],
  fulfillments: ['order_id'],
  payment_history: ['order_id'],
  products: ['product_id'],
  variants: ['product_id', 'item_id'],
};

const CANCEL_REASONS = ['no longer needed', 'ordered by mistake'];

function findOrder(data: Data, orderId: string): Row | undefined {
  return data.orders.find((order) => order.order_id === orderId);
}

function findPaymentMethod(data: Data, userId: unknown, paymentMethodId: unknown): Row | undefined {
  return data.payment_methods.find((method) => method.user_id === userId && method.id === paymentMethodId);
}

function countOf(values: readonly unknown[], value: unknown): number {
  return values.filter((v) => v === value).length;
}

function orderItems(data: Data, orderId: string): Row[] {
  return data.order_items.filter((item) => item.order_id === orderId);
}

function variantOf(data: Data, productId: unknown, itemId: string): Row | undefined {
  return data.variants.find((variant) => variant.product_id === productId && variant.item_id === itemId);
}

export function cancelPendingOrder(data: Data, orderId: string, reason: string): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'pending') return 'Error: non-pending order cannot be cancelled';
  if (!CANCEL_REASONS.includes(reason)) return 'Error: invalid reason';

  const refunds: Record<string, string | number | null>[] = [];
  for (const payment of data.payment_history.filter((p) => p.order_id === orderId)) {
    const paymentId = String(payment.payment_method_id);
    refunds.push({ order_id: orderId, transaction_type: 'refund', amount: payment.amount, payment_method_id: paymentId });
    if (paymentId.includes('gift_card')) {
      const method = findPaymentMethod(data, order.user_id, paymentId)!;
      method.balance = round2(Number(method.balance) + Number(payment.amount));
    }
  }
  order.status = 'cancelled';
  order.cancel_reason = reason;
  for (const refund of refunds) appendRow(data, 'payment_history', refund);
  return JSON.stringify(order);
}

export function returnDeliveredOrderItems(data: Data, orderId: string, itemIds: string[], paymentMethodId: string): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'delivered') return 'Error: non-delivered order cannot be returned';
  if (findPaymentMethod(data, order.user_id, paymentMethodId) === undefined) return 'Error: payment method not found';
  const firstPayment = data.payment_history.find((p) => p.order_id === orderId)!;
  if (!paymentMethodId.includes('gift_card') && paymentMethodId !== firstPayment.payment_method_id) {
    return 'Error: payment method should be either the original payment method or a gift card';
  }
  const allItemIds = orderItems(data, orderId).map((item) => item.item_id);
  for (const itemId of itemIds) {
    if (countOf(itemIds, itemId) > countOf(allItemIds, itemId)) return 'Error: some item not found';
  }
  order.status = 'return requested';
  order.return_items = JSON.stringify([...itemIds].sort());
  order.return_payment_method_id = paymentMethodId;
  return JSON.stringify(order);
}

export function exchangeDeliveredOrderItems(
  data: Data,
  orderId: string,
  itemIds: string[],
  newItemIds: string[],
  paymentMethodId: string,
): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'delivered') return 'Error: non-delivered order cannot be exchanged';
  const items = orderItems(data, orderId);
  const allItemIds = items.map((item) => item.item_id);
  for (const itemId of itemIds) {
    if (countOf(itemIds, itemId) > countOf(allItemIds, itemId)) return `Error: ${itemId} not found`;
  }
  if (itemIds.length !== newItemIds.length) return 'Error: the number of items to be exchanged should match';

  let diffPrice = 0;
  for (let i = 0; i < itemIds.length; i++) {
    const item = items.filter((it) => it.item_id === itemIds[i])[0];
    const variant = variantOf(data, item.product_id, newItemIds[i]);
    if (!(variant !== undefined && variant.available === 1)) return `Error: new item ${newItemIds[i]} not found or available`;
    diffPrice += Number(variant.price) - Number(item.price);
  }
  diffPrice = round2(diffPrice);

  const method = findPaymentMethod(data, order.user_id, paymentMethodId);
  if (method === undefined) return 'Error: payment method not found';
  if (method.source === 'gift_card' && Number(method.balance) < diffPrice) {
    return 'Error: insufficient gift card balance to pay for the price difference';
  }
  order.status = 'exchange requested';
  order.exchange_items = JSON.stringify([...itemIds].sort());
  order.exchange_new_items = JSON.stringify([...newItemIds].sort());
  order.exchange_payment_method_id = paymentMethodId;
  order.exchange_price_difference = diffPrice;
  return JSON.stringify(order);
}

export function modifyPendingOrderItems(
  data: Data,
  orderId: string,
  itemIds: string[],
  newItemIds: string[],
  paymentMethodId: string,
): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'pending') return 'Error: non-pending order cannot be modified';
  const items = orderItems(data, orderId);
  const allItemIds = items.map((item) => item.item_id);
  for (const itemId of itemIds) {
    if (countOf(itemIds, itemId) > countOf(allItemIds, itemId)) return `Error: ${itemId} not found`;
  }
  if (itemIds.length !== newItemIds.length) return 'Error: the number of items to be exchanged should match';

  let diffPrice = 0;
  for (let i = 0; i < itemIds.length; i++) {
    const item = items.filter((it) => it.item_id === itemIds[i])[0];
    const variant = variantOf(data, item.product_id, newItemIds[i]);
    if (!(variant !== undefined && variant.available === 1)) return `Error: new item ${newItemIds[i]} not found or available`;
    diffPrice += Number(variant.price) - Number(item.price);
  }

  const method = findPaymentMethod(data, order.user_id, paymentMethodId);
  if (method === undefined) return 'Error: payment method not found';
  if (method.source === 'gift_card' && Number(method.balance) < diffPrice) {
    return 'Error: insufficient gift card balance to pay for the new item';
  }
  appendRow(data, 'payment_history', {
    order_id: orderId,
    transaction_type: diffPrice > 0 ? 'payment' : 'refund',
    amount: Math.abs(diffPrice),
    payment_method_id: paymentMethodId,
  });
  if (method.source === 'gift_card') method.balance = round2(Number(method.balance) - diffPrice);

  for (let i = 0; i < itemIds.length; i++) {
    const item = items.filter((it) => it.item_id === itemIds[i])[0];
    const variant = variantOf(data, item.product_id, newItemIds[i])!;
    item.item_id = newItemIds[i];
    item.price = variant.price;
    item.options = variant.options;
  }
  order.status = 'pending (item modified)';
  return JSON.stringify(order);
}

export function modifyPendingOrderAddress(
  data: Data,
  orderId: string,
  address: { address1: string; address2: string; city: string; state: string; country: string; zip: string },
): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'pending') return 'Error: non-pending order cannot be modified';
  Object.assign(order, address);
  return JSON.stringify(order);
}

export function modifyPendingOrderPayment(data: Data, orderId: string, paymentMethodId: string): string {
  const order = findOrder(data, orderId);
  if (order === undefined) return 'Error: order not found';
  if (order.status !== 'pending') return 'Error: non-pending order cannot be modified';
  const method = findPaymentMethod(data, order.user_id, paymentMethodId);
  if (method === undefined) return 'Error: payment method not found';
  const history = data.payment_history.filter((p) => p.order_id === orderId);
  if (history.length > 1 || history[0].transaction_type !== 'payment') {
    return 'Error: there should be exactly one payment for a pending order';
  }
  const original = history[0];
  if (original.payment_method_id === paymentMethodId) return 'Error: the new payment method should be different from the current one';
  const amount = Number(original.amount);
  if (method.source === 'gift_card' && Number(method.balance) < amount) {
    return 'Error: insufficient gift card balance to pay for the order';
  }
  appendRow(data, 'payment_history', { order_id: orderId, transaction_type: 'payment', amount, payment_method_id: paymentMethodId });
  appendRow(data, 'payment_history', {
    order_id: orderId,
    transaction_type: 'refund',
    amount,
    payment_method_id: original.payment_method_id,
  });
  if (method.source === 'gift_card') method.balance = round2(Number(method.balance) - amount);
  if (String(original.payment_method_id).includes('gift_card')) {
    const oldMethod = findPaymentMethod(data, order.user_id, original.payment_method_id)!;
    oldMethod.balance = round2(Number(oldMethod.balance) + amount);
  }
  return JSON.stringify(order);
}

export function modifyUserAddress(
  data: Data,
  userId: string,
  address: { address1: string; address2: string; city: string; state: string; country: string; zip: string },
): string {
  const user = data.users.find((u) => u.user_id === userId);
  if (user === undefined) return 'Error: user not found';
  Object.assign(user, address);
  return JSON.stringify(user);
}
