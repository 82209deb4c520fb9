/**
 * The settings forms, built from the contract's member update schema and the §5 rules:
 * nickname, birthday and address are required on this form (此欄位為必填), the name keeps
 * its no-symbols rule, passwords follow the new-password rules.
 */
import * as yup from 'yup';
import { ruleMessages, rules, schemas } from '@joy/contract';

const today = () => new Date().toISOString().slice(0, 10);

export const profileForm = schemas.memberUpdateBody.pick(['gender', 'email', 'summary']).shape({
  name: rules.name(),
  birthday: rules
    .requiredText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, ruleMessages.fieldRequired)
    .test('birthday-past', '生日不可晚於今天', (v) => !v || v <= today()),
  address: rules.requiredText().max(200, '地址請勿超過 200 字'),
});

export const SUMMARY_MAX = 500;

/** `needsOld`: members who have a password must give it (舊密碼為必填); social-only members may not have one. */
export const passwordForm = (needsOld: boolean) =>
  yup.object({
    old_password: needsOld ? rules.oldPassword() : yup.string().default(''),
    password: rules.newPassword(),
    password_confirmation: rules.confirmPassword('password'),
  });
