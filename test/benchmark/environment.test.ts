/**
 * The workspace fixture is fictional but must be consistent, or tasks built on it silently
 * disagree with each other: references between tables resolve, order totals match prices,
 * every address is on a `.test` domain, nothing is dated after the environment clock.
 */
import { describe, expect, it } from 'vitest';
import type { SqlRow } from 'chokepoint';
import { bundledBenchmark, replay, suiteFixture } from './helpers.ts';

const fixture = suiteFixture(await bundledBenchmark());
const { tables } = (await replay(fixture, [])).context.pre;
const ids = (rows: readonly SqlRow[]) => new Set(rows.map((r) => r.id));
const cents = (value: unknown) => Math.round(Number(value) * 100);

describe('workspace environment fixture', () => {
  it('references between tables resolve', () => {
    const customers = ids(tables.customers);
    const products = ids(tables.products);
    const suppliers = ids(tables.suppliers);
    const invoices = ids(tables.invoices);
    expect(tables.orders.filter((o) => !customers.has(o.customer_id) || !products.has(o.product_id))).toEqual([]);
    expect(tables.invoices.filter((i) => !customers.has(i.customer_id))).toEqual([]);
    expect(tables.payments.filter((p) => !invoices.has(p.invoice_id))).toEqual([]);
    expect(tables.products.filter((p) => !suppliers.has(p.supplier_id))).toEqual([]);
  });

  it('order totals are quantity times unit price', () => {
    const price = new Map(tables.products.map((p) => [p.id, p.unit_price]));
    const wrong = tables.orders.filter((o) => cents(o.total) !== Math.round(Number(o.quantity) * cents(price.get(o.product_id))));
    expect(wrong).toEqual([]);
  });

  it('no invoice is paid beyond its amount, and paid invoices are paid in full', () => {
    const paid = new Map<unknown, number>();
    for (const p of tables.payments) paid.set(p.invoice_id, (paid.get(p.invoice_id) ?? 0) + cents(p.amount));
    expect(tables.invoices.filter((i) => (paid.get(i.id) ?? 0) > cents(i.amount))).toEqual([]);
    expect(tables.invoices.filter((i) => i.status === 'paid' && paid.get(i.id) !== cents(i.amount))).toEqual([]);
  });

  it('every e-mail address is on a .test domain', () => {
    const addresses = [
      fixture.owner.email,
      ...fixture.emails.flatMap((e) => [e.from, e.to]),
      ...tables.customers.map((c) => String(c.email)),
      ...tables.suppliers.map((s) => String(s.contact_email)),
      ...tables.employees.map((e) => String(e.email)),
    ];
    expect(addresses.filter((a) => !/^[^@\s]+@[a-z0-9.-]+\.test$/i.test(a))).toEqual([]);
  });

  it('nothing is dated after the environment clock, and e-mail ids are unique', () => {
    const now = Date.parse(fixture.now);
    expect(fixture.emails.filter((e) => Date.parse(e.date) > now).map((e) => e.id)).toEqual([]);
    expect(tables.orders.filter((o) => Date.parse(String(o.order_date)) > now).map((o) => o.id)).toEqual([]);
    expect(new Set(fixture.emails.map((e) => e.id)).size).toBe(fixture.emails.length);
  });
});
