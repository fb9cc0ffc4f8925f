/** A form's submit button that is disabled and says what is happening while its action runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = label,
  variant = "primary",
  wide = false,
  className = "",
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  variant?: "primary" | "secondary";
  /** Full width and a little taller, as on the sign-in card. */
  wide?: boolean;
  /** Layout only (margins); the look comes from `variant` and `wide`. */
  className?: string;
}) {
  const look =
    variant === "primary"
      ? "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700"
      : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
  return (
    <button type="submit" disabled={pending} className={`px-4 text-sm font-medium disabled:opacity-60 ${wide ? "w-full rounded-lg py-2.5" : "rounded-md py-2"} ${look} ${className}`}>
      {pending ? pendingLabel : label}
    </button>
  );
}
