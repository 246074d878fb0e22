import { Stack, Tabs, Text, Title } from '@mantine/core';
import { messages } from '@lending/domain';
import { useLocation, useNavigate } from 'react-router';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalLoan } from '../api/personal-types';
import { isFundedStatus } from '../utils/activity-groups';
import { LoanCard } from './loan-card';

type Props = { loans: PersonalLoan[]; entityType: EntityType; userEmail: string | null };
type Tab = 'active' | 'funded';

/** 002 §2.3: 'Activities for loans' with hash tabs #active (default) and #funded, each counted. */
export const LoansSection = ({ loans, entityType, userEmail }: Props) => {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: Tab = location.hash === '#funded' ? 'funded' : 'active';
  const visible = loans.filter((loan) => !loan.archived);
  const funded = visible.filter((loan) => isFundedStatus(loan.status.state));
  const active = visible.filter((loan) => !isFundedStatus(loan.status.state));
  const shown = tab === 'funded' ? funded : active;
  // Issue 21: 'What to do now' above lists what waits in every loan, so the loans stay closed
  // (a line each) and the page stays short on a phone; a person with one loan sees it open.
  const isOnlyLoan = shown.length === 1;

  return (
    <Stack gap="sm">
      <Title order={3}>Activities for loans</Title>
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate(
            { search: location.search, hash: value === 'funded' ? '#funded' : '#active' },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="active">Active ({active.length})</Tabs.Tab>
          <Tabs.Tab value="funded">Funded ({funded.length})</Tabs.Tab>
        </Tabs.List>
        {/* A panel per tab (each tab's aria-controls names a real element); the open one holds the loans. */}
        {(['active', 'funded'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            {value === tab && (
              <Stack gap="sm">
                {shown.length === 0 ? (
                  <Text c="dimmed" ta="center" py="lg">
                    {tab === 'funded' ? messages.noFundedLoans : messages.noActiveLoans}
                  </Text>
                ) : (
                  shown.map((loan) => (
                    <LoanCard
                      key={loan.id}
                      loan={loan}
                      entityType={entityType}
                      userEmail={userEmail}
                      isOpenByDefault={isOnlyLoan}
                    />
                  ))
                )}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
