import { ScrollArea, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// A space after the number: the button's text reads '1 Borrower', not '1Borrower' (WCAG 2.5.3).
const stepIcon = (step: number) => `${step} `;

type Props = { active: number; propertyCount: number; onStepClick: (step: number) => void };

/** 002 §2.1: Borrower, then one step per property; jumping back is free, forward is checked. */
export const PrequalStepper = ({ active, propertyCount, onStepClick }: Props) => {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, 'aria-label': 'Application steps' }}
    >
      <Stepper
        active={active}
        onStepClick={onStepClick}
        size={isPhone ? 'xs' : 'sm'}
        allowNextStepsSelect
        miw={propertyCount > 2 ? 120 * (propertyCount + 1) : undefined}
      >
        {/* The accessible name starts with what the step shows (its number, then its label). */}
        <Stepper.Step label="Borrower" aria-label="1 Borrower step" icon={stepIcon(1)} />
        {Array.from({ length: propertyCount }, (_, index) => (
          <Stepper.Step
            key={index}
            label={`Property ${index + 1}`}
            aria-label={`${index + 2} Property ${index + 1} step`}
            icon={stepIcon(index + 2)}
          />
        ))}
      </Stepper>
    </ScrollArea>
  );
};
