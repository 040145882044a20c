import { reached, resumeStep, stepDone, stepNumberOf } from './garba-steps';

const start = { currentStep: 0, isCompleted: false };

describe('stepNumberOf', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['30', 30],
  ])('reads %s as step %d', (stepId, step) => {
    expect(stepNumberOf(stepId)).toBe(step);
  });

  it.each(['0', '31', '99', '01', '-1', '1.5', 'one', '', ' 2', '2 ', '1e1', undefined])(
    'reads %p as no step',
    (stepId) => {
      expect(stepNumberOf(stepId)).toBeNull();
    },
  );
});

describe('garba progress', () => {
  it('moves on one step at a time and completes on the last', () => {
    const afterOne = stepDone(start, 1, 3);
    expect(afterOne).toEqual({ currentStep: 2, isCompleted: false });
    const afterTwo = stepDone(afterOne, 2, 3);
    expect(afterTwo).toEqual({ currentStep: 3, isCompleted: false });
    expect(stepDone(afterTwo, 3, 3)).toEqual({ currentStep: 3, isCompleted: true });
  });

  it('never goes back when an earlier step is opened or done again', () => {
    const far = { currentStep: 4, isCompleted: false };
    expect(reached(far, 2)).toBe(far);
    expect(stepDone(far, 1, 5)).toEqual(far);
    const done = { currentStep: 5, isCompleted: true };
    expect(stepDone(done, 5, 5)).toEqual(done);
  });

  it('counts a step as reached when it is opened', () => {
    expect(reached(start, 3)).toEqual({ currentStep: 3, isCompleted: false });
  });

  it('resumes at the step reached, within the steps there are', () => {
    expect(resumeStep(start, 5)).toBe(1);
    expect(resumeStep({ currentStep: 3, isCompleted: false }, 5)).toBe(3);
    expect(resumeStep({ currentStep: 9, isCompleted: true }, 5)).toBe(5);
    expect(resumeStep(start, 0)).toBe(1);
  });
});
