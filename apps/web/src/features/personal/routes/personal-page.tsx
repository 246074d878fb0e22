import { Alert, Container, Stack } from '@mantine/core';
import { messages } from '@lending/domain';
import { useContext, useDeferredValue, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PersonalSlotContext } from '../../../shared/personal-slot/personal-slot';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { useBorrowerActivities } from '../api/get-borrower-activities';
import { useAllLoanActivities } from '../api/get-loan-activities';
import { usePersonalAuth } from '../api/get-personal-auth';
import { useToDoNow } from '../api/get-to-do';
import { useServicingLoans } from '../api/get-payments-due';
import { ActivitiesCard } from '../components/activities-card';
import { Greeting } from '../components/greeting';
import { ToDoNowCard } from '../components/to-do-now-card';
import { LoansSection } from '../components/loans-section';
import { PersonalDetailsCard } from '../components/personal-details-card';
import { paymentsDue } from '../utils/payments-due';

/**
 * /personal (002 §2.3). `?user-email=` is passed to every call; the server honours it only for
 * admins and for brokers with a contact of that email, otherwise the caller's own data comes
 * back and the address bar returns to /personal.
 */
export const PersonalPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requestedEmail = searchParams.get('user-email');
  const slot = useContext(PersonalSlotContext);
  // Issue 21, phone: the list comes in one answer (usually asked for at sign-in) and shows first;
  // the cards below need the area's owner and every loan's activities.
  const toDo = useToDoNow(requestedEmail);
  // The cards below it (the area's owner, then the loans' activities) are asked for once the list
  // has answered: on a phone their answers and renders would hold back the list's.
  const auth = usePersonalAuth(requestedEmail, !toDo.isPending);
  const isOther = (auth.data ?? toDo.data)?.is_other_user === true;
  const userEmail = requestedEmail && isOther ? requestedEmail : null;
  const borrowerId = auth.data?.borrower?.id ?? null;
  const loans = auth.data?.borrower?.loans ?? auth.data?.contact?.loans ?? [];
  const entityType = (auth.data ?? toDo.data)?.entity_type ?? 'borrower';
  const own = useBorrowerActivities(auth.data?.entity_type === 'borrower' ? borrowerId : null, userEmail);
  const loanActivities = useAllLoanActivities(
    entityType,
    loans.filter((loan) => !loan.archived).map((loan) => loan.id),
    userEmail,
  );

  // The servicing cards are the person's own (GET /servicing/mine): not shown for user-email.
  const servicing = useServicingLoans(!requestedEmail);
  const payments = servicing.data ? paymentsDue(servicing.data, new Date().toISOString().slice(0, 10)) : [];

  useEffect(() => {
    const answer = auth.data ?? toDo.data;
    if (requestedEmail && answer && !answer.is_other_user) {
      void navigate({ pathname: '/personal', hash: window.location.hash }, { replace: true });
    }
  }, [auth.data, toDo.data, requestedEmail, navigate]);

  // The list settles first (with its payments): nothing appears above it later (no layout shift).
  const isListSettled = toDo.isSuccess && !servicing.isLoading;
  // Issue 21, phone: the list commits and paints on its own; the loans, activities and details
  // (several times its rendering) follow in a deferred render, never in the list's frame.
  const isRestShown = useDeferredValue(isListSettled && Boolean(auth.data), false);

  const failed = auth.isError ? auth : toDo.isError ? toDo : null;
  if (failed) {
    const status = failed.error instanceof ApiError ? failed.error.status : 0;
    // 002 §2.3: a 404 reads 'User Not Found Or Not Authorized'; a user without one borrower or
    // broker record gets the server's 'User has no valid role or multiple entities'.
    if (status === 404 || status === 403 || status === 400) {
      return (
        <Alert color="red" title="Error" maw={560} mx="auto" mt="xl">
          {status === 404 ? messages.userNotFound : failed.error?.message || messages.userNotFound}
        </Alert>
      );
    }
    return <ErrorWithRefetch onRetry={() => void failed.refetch()} />;
  }
  if (!toDo.data && !auth.data) return <Loading />;

  const person = auth.data?.borrower ?? auth.data?.contact ?? toDo.data;
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Greeting firstName={person?.first_name ?? ''} lastName={person?.last_name ?? ''} />
        {/* Issue 21: on a phone the page opens on what waits for the person, then their loans
            (a line each), then the activities card and the details (002 §2.3's sections). */}
        {isListSettled ? (
          <ToDoNowCard
            activities={toDo.data.activities}
            payments={payments}
            entityType={entityType}
            userEmail={userEmail}
          />
        ) : (
          <Loading label="Loading what to do now" />
        )}
        {isRestShown && auth.data ? (
          <>
            {!requestedEmail && slot}
            <LoansSection loans={loans} entityType={entityType} userEmail={userEmail} />
            <ActivitiesCard
              ownActivities={own.data ?? []}
              loanActivities={loanActivities.data}
              entityType={entityType}
              userEmail={userEmail}
              isLoading={own.isLoading || loanActivities.isPending}
            />
            <PersonalDetailsCard auth={auth.data} userEmail={userEmail} />
          </>
        ) : (
          isListSettled && <Loading />
        )}
      </Stack>
    </Container>
  );
};
