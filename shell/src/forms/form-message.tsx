/** One line under a form: an error (announced at once) or a success. Nothing when empty. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) return <p className="form-error" role="alert">{error}</p>;
  if (success) return <p className="form-success" role="status">{success}</p>;
  return null;
}
