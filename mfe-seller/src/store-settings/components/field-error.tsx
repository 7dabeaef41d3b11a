/** A field's error under it (role=alert so screen readers hear it when it appears). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? <p id={id} className="form-error" role="alert">{text}</p> : null;
}
