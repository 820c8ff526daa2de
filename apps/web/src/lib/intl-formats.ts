// Intl formatters, made once per language and options. Making one costs far more than formatting with it (each
// loads the locale's data): a pricing page that made one per number spent about 40 ms of a phone's time on it.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, language: string, options: object | undefined, make: () => T): T {
  const key = `${language}\u0000${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, shared. Throws as the constructor does (e.g. an unknown currency). */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.DateTimeFormat(language, options)`, shared. */
export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}
