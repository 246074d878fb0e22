// 'Pay from linked account' on the borrower's servicing card (issue 19 item 4): the amount due is
// prefilled, a confirm dialog names the amount and says the debit comes from the bank account
// linked with Plaid; the answer names the account's last four digits (and the sandbox).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatLongDate, type ServicingMineWire } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePayFromAccount } from '../api/ach-api';
import { formatMoney as money } from '../components/servicing-tables';

type Loan = ServicingMineWire['loans'][number];

export const PayFromAccount = ({ loan }: { loan: Loan }) => {
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState(loan.next_due?.payment ?? '');
  const pay = usePayFromAccount(loan.loan_id);
  const cleaned = amount.replace(/[$,\s]/g, '');
  const open = () => {
    pay.reset();
    setAmount(loan.next_due?.payment ?? '');
    setOpen(true);
  };
  return (
    <>
      <Button variant="light" onClick={open}>
        Pay from linked account
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Pay from linked account">
        {pay.data ? (
          <Stack gap="sm">
            <Alert color="green" title="Payment scheduled">
              {money(pay.data.amount)} will be debited on {formatLongDate(pay.data.date)} from account ending{' '}
              {pay.data.account_last4}
              {pay.data.institution_name ? ` at ${pay.data.institution_name}` : ''}
              {pay.data.sandbox ? ' (sandbox: no money moves)' : ''}.
            </Alert>
            <Group justify="flex-end">
              <Button onClick={() => setOpen(false)}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <TextInput
              label="Amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              description={
                loan.next_due
                  ? `Amount due ${money(loan.next_due.payment)} on ${formatLongDate(loan.next_due.due_date)}`
                  : undefined
              }
            />
            <Text size="sm">
              Debit {cleaned && Number(cleaned) > 0 ? money(cleaned) : 'this amount'} today from the bank
              account you linked with Plaid? The payment is applied to your loan when your bank settles it.
            </Text>
            {pay.error && (
              <Text c="red" size="sm" role="alert">
                {pay.error instanceof ApiError ? pay.error.body.message : 'Something went wrong'}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button loading={pay.isPending} onClick={() => pay.mutate({ amount: cleaned })}>
                Confirm payment
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
};
