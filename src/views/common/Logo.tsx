// Our mark (public/logo.svg): a speech bubble inside a ring of participants.
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <img
      src="/logo.svg"
      alt=""
      width={size}
      height={size}
      className={className ? `logo ${className}` : 'logo'}
    />
  );
}
