// sierra-research/tau2-bench src/tau2/domains/retail/tools.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: RetailTools.cancel_pending_order, return_delivered_order_items, exchange_delivered_order_items, modify_pending_order_address, modify_user_address (with _get_order/_get_user/_get_payment_method), on the flattened tables
import { appendRow, type Data, type Row } from './db.ts';

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

export interface Address {
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly zip: string;
}

function getOrder(data: Data, orderId: string): Row {
  const order = data.orders.find((o) => o.order_id === orderId);
  if (order === undefined) throw new Error('Order not found');
  return order;
}

function getUser(data: Data, userId: unknown): Row {
  const user = data.users.find((u) => u.user_id === userId);
  if (user === undefined) throw new Error('User not found');
  return user;
}

function getPaymentMethod(data: Data, userId: unknown, paymentMethodId: unknown): Row {
  const user = getUser(data, userId);
  const method = data.payment_methods.find((m) => m.user_id === user.user_id && m.id === paymentMethodId);
  if (method === undefined) throw new Error('Payment method not found');
  return method;
}

function countOf(values: readonly unknown[], value: unknown): number {
  return values.filter((v) => v === value).length;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function cancelPendingOrder(data: Data, orderId: string, reason: string): Row {
  const order = getOrder(data, orderId);
  if (order.status !== 'pending') throw new Error('Non-pending order cannot be cancelled');
  if (!new Set(['no longer needed', 'ordered by mistake']).has(reason)) throw new Error('Invalid reason');
  const refunds: Record<string, string | number | null>[] = [];
  for (const payment of data.payment_history.filter((p) => p.order_id === orderId)) {
    refunds.push({ order_id: orderId, transaction_type: 'refund', amount: payment.amount, payment_method_id: payment.payment_method_id });
    const user = getUser(data, order.user_id);
    const method = getPaymentMethod(data, user.user_id, payment.payment_method_id);
    if (method.source === 'gift_card') method.balance = round2(Number(method.balance) + Number(payment.amount));
  }
  order.status = 'cancelled';
  order.cancel_reason = reason;
  for (const refund of refunds) appendRow(data, 'payment_history', refund);
  return order;
}

export function returnDeliveredOrderItems(data: Data, orderId: string, itemIds: string[], paymentMethodId: string): Row {
  const order = getOrder(data, orderId);
  if (order.status !== 'delivered') throw new Error('Non-delivered order cannot be returned');
  const user = getUser(data, order.user_id);
  const method = getPaymentMethod(data, user.user_id, paymentMethodId);
  const firstPayment = data.payment_history.find((p) => p.order_id === orderId)!;
  if (method.source !== 'gift_card' && paymentMethodId !== firstPayment.payment_method_id) {
    throw new Error('Payment method should be the original payment method');
  }
  const allItemIds = data.order_items.filter((item) => item.order_id === orderId).map((item) => item.item_id);
  for (const itemId of itemIds) {
    if (countOf(itemIds, itemId) > countOf(allItemIds, itemId)) throw new Error('Some item not found');
  }
  order.status = 'return requested';
  order.return_items = JSON.stringify([...itemIds].sort());
  order.return_payment_method_id = paymentMethodId;
  return order;
}

export function exchangeDeliveredOrderItems(
  data: Data,
  orderId: string,
  itemIds: string[],
  newItemIds: string[],
  paymentMethodId: string,
): Row {
  const order = getOrder(data, orderId);
  if (order.status !== 'delivered') throw new Error('Non-delivered order cannot be exchanged');
  const items = data.order_items.filter((item) => item.order_id === orderId);
  const allItemIds = items.map((item) => item.item_id);
  for (const itemId of itemIds) {
    if (countOf(itemIds, itemId) > countOf(allItemIds, itemId)) throw new Error(`Number of ${itemId} not found.`);
  }
  if (itemIds.length !== newItemIds.length) throw new Error('The number of items to be exchanged should match.');
  let diffPrice = 0;
  for (let i = 0; i < itemIds.length; i++) {
    const item = items.find((it) => it.item_id === itemIds[i]);
    if (item === undefined) throw new Error(`Item ${itemIds[i]} not found`);
    if (!data.products.some((p) => p.product_id === item.product_id)) throw new Error('Product not found');
    const variant = data.variants.find((v) => v.product_id === item.product_id && v.item_id === newItemIds[i]);
    if (variant === undefined) throw new Error('Variant not found');
    if (!variant.available) throw new Error(`New item ${newItemIds[i]} not found or available`);
    diffPrice += Number(variant.price) - Number(item.price);
  }
  diffPrice = round2(diffPrice);
  const method = getPaymentMethod(data, order.user_id, paymentMethodId);
  if (method.source === 'gift_card' && Number(method.balance) < diffPrice) {
    throw new Error('Insufficient gift card balance to pay for the price difference');
  }
  order.status = 'exchange requested';
  order.exchange_items = JSON.stringify([...itemIds].sort());
  order.exchange_new_items = JSON.stringify([...newItemIds].sort());
  order.exchange_payment_method_id = paymentMethodId;
  order.exchange_price_difference = diffPrice;
  return order;
}

export function modifyPendingOrderAddress(data: Data, orderId: string, address: Address): Row {
  const order = getOrder(data, orderId);
  if (!String(order.status).includes('pending')) throw new Error('Non-pending order cannot be modified');
  Object.assign(order, address);
  return order;
}

export function modifyUserAddress(data: Data, userId: string, address: Address): Row {
  const user = getUser(data, userId);
  Object.assign(user, address);
  return user;
}
