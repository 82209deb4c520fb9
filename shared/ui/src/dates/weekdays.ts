/** 日 to 六, by dayjs's day of the week (0 is Sunday). */
export const weekdayNames = ['日', '一', '二', '三', '四', '五', '六'];
