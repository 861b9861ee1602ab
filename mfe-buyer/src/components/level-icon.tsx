// Each status level gets its own medal colour, so the level reads at a glance in tables.
const COLOURS: Record<string, string> = {
  Bronze: '#a0612b',
  Silver: '#7b8794',
  Gold: '#b7891f',
  Platinum: '#4f7c8a',
  Diamond: '#2f6fd0',
  Legend: '#7c3aed',
};

export function LevelIcon({ level, size = 20 }: { level: string | null; size?: number }) {
  const colour = level ? (COLOURS[level] ?? '#0f766e') : '#9ca3af';
  return (
    <svg className="by-level-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M7 2h4l1 5-3 1zM17 2h-4l-1 5 3 1z" fill={colour} opacity="0.55" />
      <circle cx="12" cy="15" r="7" fill={colour} />
      <path d="M12 11l1.2 2.5 2.8.4-2 1.9.5 2.7-2.5-1.3-2.5 1.3.5-2.7-2-1.9 2.8-.4z" fill="#fff" opacity="0.9" />
    </svg>
  );
}
