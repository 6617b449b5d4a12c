import {
  ALREADY_ENTERED_SECONDS,
  canClickStep,
  competitionFlow,
  IN_CENTRE_RESTART_SECONDS,
  INITIAL_FLOW,
  resultFollowUp,
  stepLabel,
  type CompetitionFlow,
} from './competition-steps';

const verified = competitionFlow(INITIAL_FLOW, {
  type: 'verified',
  status: 'existing',
  verifiedWith: 'ada@example.com',
  existingFields: { first_name: 'Ada', postcode: '3000' },
});

describe('the competition steps (spec 2 §2, §4)', () => {
  it("should be labelled 'Details', 'Competition entry' and 'Done'", () => {
    expect([stepLabel(1), stepLabel(2), stepLabel(3)]).toEqual(['Details', 'Competition entry', 'Done']);
  });

  it('should start at step 1 with the status unknown', () => {
    expect(INITIAL_FLOW).toEqual({ step: 1, status: 'unknown', existingFields: {}, wentBack: false });
  });

  it('should go to step 2 after verification, keeping the status and the existing contact fields', () => {
    expect(verified).toEqual({
      step: 2,
      status: 'existing',
      verifiedWith: 'ada@example.com',
      existingFields: { first_name: 'Ada', postcode: '3000' },
      wentBack: false,
    });
    const fresh = competitionFlow(INITIAL_FLOW, {
      type: 'verified',
      status: 'new',
      verifiedWith: '0412345678',
      existingFields: { first_name: 'X' },
    });
    expect(fresh.existingFields).toEqual({});
  });

  it('should let visitors click only earlier steps, and editors any step', () => {
    const atTwo: Pick<CompetitionFlow, 'step'> = { step: 2 };
    expect([canClickStep(atTwo, 1, false), canClickStep(atTwo, 2, false), canClickStep(atTwo, 3, false)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canClickStep(atTwo, 1, true), canClickStep(atTwo, 3, true)]).toEqual([true, true]);
    expect(competitionFlow(verified, { type: 'goTo', step: 3, editMode: false })).toBe(verified);
    expect(competitionFlow(verified, { type: 'goTo', step: 3, editMode: true }).step).toBe(3);
  });

  it('should count going to a lower step as going back, and step 1 as verifying again', () => {
    const back = competitionFlow(verified, { type: 'goTo', step: 1, editMode: false });
    expect(back).toMatchObject({ step: 1, status: 'unknown', existingFields: {}, wentBack: true });
  });

  it('should go back to step 1 with the status unknown when an existing member presses Change', () => {
    expect(competitionFlow(verified, { type: 'change' })).toEqual({ ...INITIAL_FLOW, wentBack: true });
  });

  it('should record when the form was started, once', () => {
    const started = competitionFlow(verified, { type: 'formStarted', at: 1000 });
    expect(competitionFlow(started, { type: 'formStarted', at: 5000 }).startedAt).toBe(1000);
  });

  it('should show step 3 after an entry, and start again on Enter again or when the countdown reaches zero', () => {
    const done = competitionFlow(verified, { type: 'entered' });
    expect(done.step).toBe(3);
    expect(competitionFlow(done, { type: 'enterAgain' })).toEqual(INITIAL_FLOW);
    expect(competitionFlow(done, { type: 'countdownEnded' })).toEqual(INITIAL_FLOW);
  });
});

describe('what the last step does by itself (spec 2 §2)', () => {
  it('should send a visitor who had already entered to what is on, once the notice has been shown', () => {
    expect(resultFollowUp('already', false)).toEqual({ kind: 'whats-on', seconds: ALREADY_ENTERED_SECONDS });
  });

  it('should leave a new entry on its thanks', () => {
    expect(resultFollowUp('entered', false)).toBeUndefined();
  });

  it('should start a kiosk again for the next visitor, whatever the answer, and never send it away', () => {
    for (const outcome of ['entered', 'already'] as const) {
      expect(resultFollowUp(outcome, true)).toEqual({ kind: 'restart', seconds: IN_CENTRE_RESTART_SECONDS });
    }
  });
});
