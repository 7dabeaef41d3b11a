/**
 * The page's title, and noindex where the spec marks the page so (login, register, forgot-password,
 * delete-account). React 19 moves <title> and <meta> into <head> and removes them on leaving.
 */
export function PageMeta({ title, noindex = false }: { title: string; noindex?: boolean }) {
  return (
    <>
      <title>{`${title} — Haat`}</title>
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
