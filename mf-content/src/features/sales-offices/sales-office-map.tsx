import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SalesOffice } from './api/use-sales-offices';
import { salesOfficePath } from './office-card';
import { POLAND_OUTLINE_PATH } from './poland-outline';
import { POLAND_VIEWBOX, projectPoland } from './poland-projection';
import { COLORS } from '@travel/ui';

/**
 * The offices on a map of Poland (Natural Earth border, drawn by us). A pointer shortcut only:
 * hidden from assistive technology and out of the tab order, the list carries the same links.
 */
export function SalesOfficeMap({ offices }: { offices: readonly SalesOffice[] }) {
  const navigate = useNavigate();
  const go = (event: MouseEvent<Element>, slug: string) => {
    event.preventDefault();
    void navigate(salesOfficePath(slug));
  };
  return (
    <svg className="office-map" viewBox={POLAND_VIEWBOX} aria-hidden="true" focusable="false" data-testid="sales-office-map">
      <path d={POLAND_OUTLINE_PATH} fill={COLORS.surfaceMuted} stroke={COLORS.textMuted} strokeWidth="1.5" />
      {offices.map((office) => {
        const { x, y } = projectPoland(office.lat, office.lng);
        // Labels of the southernmost offices go under the marker, clear of their neighbours' labels.
        const labelY = office.lat < 50.15 ? y + 22 : y - 11;
        return (
          <a key={office.id} href={salesOfficePath(office.slug)} tabIndex={-1} onClick={(event) => go(event, office.slug)}>
            <circle cx={x} cy={y} r="7" fill={COLORS.accent} stroke={COLORS.surface} strokeWidth="2" />
            <text x={x} y={labelY} textAnchor="middle" fontSize="13" fontWeight="700" fill={COLORS.text}>
              {office.city}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
