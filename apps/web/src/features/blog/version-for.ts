/** The version of a post shown to a reader of `language`: theirs when written, else the English one. */
export function versionFor<T extends { slug: string; language: string }>(
  posts: readonly T[],
  slug: string,
  language: string,
): T | undefined {
  return (
    posts.find((post) => post.slug === slug && post.language === language) ??
    posts.find((post) => post.slug === slug && post.language === 'en')
  );
}
