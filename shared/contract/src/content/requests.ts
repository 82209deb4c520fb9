/** Request bodies of the public forms (contact, cooperation), article likes and the news check. */
import * as yup from 'yup';
import { captchaField } from '../auth/requests';
import { int } from '../platform/request-fields';
import * as rule from '../platform/rules';

export const contactBody = yup.object({
  name: rule.name(),
  email: rule.email(),
  phone: rule.optionalPhone(),
  title: rule.requiredText(),
  content: rule.requiredText(),
  captcha: captchaField(),
});

export const cooperationBody = yup.object({
  company: rule.requiredText(),
  name: rule.name(),
  email: rule.email(),
  phone: rule.phone(),
  content: rule.requiredText(),
  captcha: captchaField(),
});

export const articleLikeBody = yup.object({ article_id: int().required(), is_like: yup.boolean().required() });

export const newsCheckBody = yup.object({ id: int().optional() });
