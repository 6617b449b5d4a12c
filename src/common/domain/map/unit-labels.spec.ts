import { charsAcross, fitLabel, LABEL_SIZE, MIN_LABEL_PX, minPlanWidth } from './unit-labels';

describe('unit labels', () => {
  it('should write a name whole when it fits the unit', () => {
    expect(fitLabel('Burger Yard', { width: 160, height: 40 })).toEqual({ lines: ['Burger Yard'], abbreviated: false });
  });

  it('should wrap a long name onto two lines when the unit is tall enough', () => {
    expect(fitLabel('Southern Cross Bank', { width: 130, height: 80 })).toEqual({
      lines: ['Southern Cross', 'Bank'],
      abbreviated: false,
    });
  });

  it('should cut a name that does not fit after a whole word, with an ellipsis, never past the unit’s width', () => {
    const label = fitLabel('Ironclad Fitness 24/7 Gym & Pool', { width: 90, height: 40 });
    expect(label).toEqual({ lines: ['Ironclad…'], abbreviated: true });
    expect((label.lines[0] as string).length).toBeLessThanOrEqual(charsAcross(90));
    expect(fitLabel('The Very Long Name Of A Department Store', { width: 100, height: 80 })).toEqual({
      lines: ['The Very', 'Long Name…'],
      abbreviated: true,
    });
    // a word longer than the unit is cut within itself
    expect(fitLabel('Supercalifragilistic', { width: 90, height: 40 })).toEqual({
      lines: ['Supercali…'],
      abbreviated: true,
    });
  });

  it('should keep the plan wide enough that a label is never under 11 px on screen', () => {
    const width = minPlanWidth({ x: 0, y: 0, width: 1300, height: 700 });
    // drawn at that width, one plan unit is width / 1300 px
    expect((LABEL_SIZE * width) / 1300).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    expect((LABEL_SIZE * (width - 1)) / 1300).toBeLessThan(MIN_LABEL_PX);
  });
});
