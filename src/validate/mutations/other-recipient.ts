import { isEmailAddress, otherAddress } from '../../contract/index.ts';
import { setArgument, show, textArgument, type MutationOperator } from './operator.ts';

/** Sends the mail to another mailbox at the same domain. */
export const otherRecipient: MutationOperator = {
  id: 'other-recipient',
  description: 'send_email to another mailbox at the same domain',
  equivalent: false,
  mutate(site) {
    const to = site.call.tool === 'send_email' ? textArgument(site.call, 'to') : undefined;
    if (to === undefined || !isEmailAddress(to)) return [];
    const other = otherAddress(to);
    return [{ operator: 'other-recipient', change: setArgument(site, 'to', other, 'other-address'), text: `to ${show(to)} -> ${show(other)}`, original: to }];
  },
};
