// Resolve hook for drizzle-kit.mjs: a bare `drizzle-orm` import that fails from drizzle-kit's
// own folder is resolved again from infra/api, where the package is installed.
let parentURL;

export function initialize(data) {
  parentURL = data.parentURL;
}

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return next(specifier, { ...context, parentURL });
  }
}
