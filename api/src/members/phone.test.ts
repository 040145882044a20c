import { PHONE_MESSAGE, parsePhone } from '@yoga/shared/domain';
import { HttpError } from '../http/errors';
import { parseMobilePhone, requireValidPhone } from './phone';

describe('parseMobilePhone', () => {
  it.each([
    ['+919876543210', 'a demo member'],
    ['+919812345678', 'the paid demo member'],
    ['+919000000000', 'the first of the demo crowd (+91 9000 xxxxxx)'],
    ['+919000999999', 'the last of the demo crowd'],
    ['+919600000000', 'the first bench number (+91 96 xxxxxxxx)'],
    ['+919699999999', 'the last bench number'],
    ['+919800000000', 'the first browser-test number (98 + 8 digits)'],
    ['+919899999999', 'the last browser-test number'],
    ['+971501234567', 'a UAE mobile'],
    ['+14155552671', 'a US number, which may be a mobile'],
  ])('accepts %s, %s', (phone) => {
    expect(parseMobilePhone(phone)?.e164).toBe(phone);
  });

  it.each([
    ['+91123456789', 'no Indian number starts with 1 at this length'],
    ['+915555555555', 'no Indian number starts with 5'],
    ['+911123456789', 'a Delhi landline'],
    ['+911800123456', 'an Indian toll-free number'],
    ['+97142345678', 'a Dubai landline'],
  ])('refuses %s (%s), which has the right length', (phone) => {
    expect(parsePhone(phone)).not.toBeNull();
    expect(parseMobilePhone(phone)).toBeNull();
  });

  it('formats the number for showing back', () => {
    expect(parseMobilePhone(' +919876543210 ')).toEqual({
      e164: '+919876543210',
      country: 'IN',
      international: '+91 98765 43210',
    });
  });
});

describe('requireValidPhone', () => {
  it('refuses with a 400 naming phone_number and the message the form shows', () => {
    expect.assertions(2);
    try {
      requireValidPhone('+915555555555');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'phone_invalid',
        details: { field: 'phone_number' },
        message: PHONE_MESSAGE,
      });
    }
  });
});
