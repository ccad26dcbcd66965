/** A warning triangle. Decorative: the text beside it says what is wrong; its title helps a pointer user. */
export function WarningIcon({ title }: { title: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <title>{title}</title>
      <path
        d="M12 3L2 21h20L12 3z"
        fill="var(--mantine-color-yellow-5)"
        stroke="var(--mantine-color-dark-7)"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M12 10v5M12 18v.01" stroke="var(--mantine-color-dark-7)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
