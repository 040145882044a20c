import { previewName } from './printed-name';

describe('previewName', () => {
  it('folds spaces as the printed name will', () => {
    expect(previewName(' Asha  Verma ')).toBe('Asha Verma');
  });
});
