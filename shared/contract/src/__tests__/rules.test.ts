import { rules, ruleMessages, validate, loginForm, schemas } from '../index';
import * as yup from 'yup';

const errorsOf = async (schema: yup.AnyObjectSchema, input: unknown) => {
  const result = await validate(schema, input);
  return result.ok ? {} : result.errors;
};
const one = (field: yup.AnySchema | yup.StringSchema<string | undefined, yup.AnyObject, string, 'd'>) => yup.object({ v: field as yup.AnySchema });

describe('§5 validation rules', () => {
  it('phone is required', async () => {
    expect(await errorsOf(one(rules.phone()), { v: '' })).toEqual({ v: '手機號碼為必填' });
  });
  it.each(['0912345', '1912345678', '09123456789', '09-1234567', 'abcdefghij'])('phone %s is not 10 digits starting 09', async (v) => {
    expect(await errorsOf(one(rules.phone()), { v })).toEqual({ v: '格式不正確，請重新輸入' });
  });
  it('accepts a valid phone and normalises full-width digits', async () => {
    const result = await validate(one(rules.phone()), { v: '０９１２３４５６７８' });
    expect(result).toEqual({ ok: true, value: { v: '0912345678' } });
  });
  it('login password strips non-ASCII characters before the required check', async () => {
    expect(await errorsOf(one(rules.loginPassword()), { v: '密碼' })).toEqual({ v: '請輸入密碼' });
    expect(await validate(one(rules.loginPassword()), { v: 'ab密c1' })).toEqual({ ok: true, value: { v: 'abc1' } });
  });
  it('new password strips whitespace, is required and at least 6 characters', async () => {
    expect(await errorsOf(one(rules.newPassword()), { v: '   ' })).toEqual({ v: '密碼為必填' });
    expect(await errorsOf(one(rules.newPassword()), { v: 'ab c d e' })).toEqual({ v: '密碼低於6字元' });
    expect(await validate(one(rules.newPassword()), { v: 'abc 123' })).toEqual({ ok: true, value: { v: 'abc123' } });
  });
  it('current password is required', async () => {
    expect(await errorsOf(one(rules.oldPassword()), {})).toEqual({ v: '舊密碼為必填' });
  });
  it('confirm password is required and must equal the password', async () => {
    const form = yup.object({ password: rules.newPassword(), confirmPassword: rules.confirmPassword() });
    expect(await errorsOf(form, { password: 'secret1', confirmPassword: '' })).toEqual({ confirmPassword: '請再次輸入密碼' });
    expect(await errorsOf(form, { password: 'secret1', confirmPassword: 'secret2' })).toEqual({ confirmPassword: '兩次密碼不符，請確認' });
    expect(await errorsOf(form, { password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
  it('email is required and well formed', async () => {
    expect(await errorsOf(one(rules.email()), { v: '' })).toEqual({ v: '電子信箱為必填' });
    expect(await errorsOf(one(rules.email()), { v: 'joy@' })).toEqual({ v: '電子信箱格式錯誤，請重新輸入' });
    expect(await errorsOf(one(rules.email()), { v: 'joy@example.tw' })).toEqual({});
  });
  it('name is normalised from full width, required and free of symbols and digits', async () => {
    expect(await errorsOf(one(rules.name()), { v: '　' })).toEqual({ v: '姓名為必填' });
    expect(await errorsOf(one(rules.name()), { v: '王小明1' })).toEqual({ v: '請勿填入特殊符號' });
    expect(await errorsOf(one(rules.name()), { v: '王小明!' })).toEqual({ v: '請勿填入特殊符號' });
    expect(await errorsOf(one(rules.name()), { v: '王小明＃' })).toEqual({ v: '請勿填入特殊符號' });
    expect(await validate(one(rules.name()), { v: 'Ｍａｒｙ Ｌｉｎ' })).toEqual({ ok: true, value: { v: 'Mary Lin' } });
  });
  it.each([['nickname'], ['birthday'], ['address'], ['title']])('%s is required with 此欄位為必填', async () => {
    expect(await errorsOf(one(rules.requiredText()), { v: ' ' })).toEqual({ v: ruleMessages.fieldRequired });
  });
  it('optional free phone allows empty and checks the format otherwise', async () => {
    expect(await errorsOf(one(rules.optionalPhone()), { v: '' })).toEqual({});
    expect(await errorsOf(one(rules.optionalPhone()), { v: '12345' })).toEqual({ v: '格式不正確，請重新輸入' });
  });
  it('invitation code is not checked', async () => {
    expect(await errorsOf(one(rules.inviteCode()), { v: '!!any thing' })).toEqual({});
  });
  it('login with both fields empty shows both errors', async () => {
    expect(await errorsOf(loginForm, { phone: '', password: '' })).toEqual({ phone: '手機號碼為必填', password: '請輸入密碼' });
  });
  it('the contact form reports every field at once', async () => {
    expect(await errorsOf(schemas.contactBody, {})).toEqual({
      name: '姓名為必填',
      email: '電子信箱為必填',
      title: '此欄位為必填',
      content: '此欄位為必填',
    });
  });
});
