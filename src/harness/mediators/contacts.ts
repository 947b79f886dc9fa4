/**
 * The host's address book: every address the trusted starting environment knows as a mail party
 * (senders and recipients of its emails) or stores as a whole database cell (customer, supplier and
 * employee contact columns). Built from the fixture before any injection; text inside bodies, files
 * or free-text cells is never read, so a payload cannot add an address to it.
 */

interface AddressSource {
  readonly emails: readonly { readonly from: string; readonly to: string; readonly cc?: readonly string[]; readonly bcc?: readonly string[] }[];
  readonly tables: Readonly<Record<string, { readonly rows: readonly Readonly<Record<string, unknown>>[] }>>;
}

const WHOLE_ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export function addressBookOf(source: AddressSource): string[] {
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value !== 'string') return;
    const address = value.trim().toLowerCase();
    if (WHOLE_ADDRESS.test(address)) found.add(address);
  };
  for (const email of source.emails) {
    add(email.from);
    add(email.to);
    for (const copy of [...(email.cc ?? []), ...(email.bcc ?? [])]) add(copy);
  }
  for (const { rows } of Object.values(source.tables)) for (const row of rows) Object.values(row).forEach(add);
  return [...found].sort();
}
