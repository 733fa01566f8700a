import { useId } from 'react';
import type { z } from 'zod';
import type { monthNormalsSchema } from '@travel/contracts/api/content';
import { formatDate, formatScore, useTranslation } from '@travel/i18n';
import { extremes, monthRuns, temperatureScale } from './weather-scale';
import { COLORS } from '@travel/ui';

type MonthNormals = z.infer<typeof monthNormalsSchema>;

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 24, right: 12, bottom: 36, left: 44 } as const;
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const BAND = PLOT_W / 12;

/** Colours with at least 3:1 against white (WCAG 1.4.11), told apart by dash pattern too. */
const SERIES = {
  airDay: { colour: COLORS.accent, dash: undefined },
  airNight: { colour: COLORS.themeLight, dash: '6 4' },
  water: { colour: COLORS.focus, dash: '2 4' },
} as const;
const BEST_FILL = COLORS.successTint;

/** A legend sample drawn like its line: colour and dash pattern. */
function LegendLine({ series }: { series: { colour: string; dash: string | undefined } }) {
  return (
    <svg width="28" height="8" aria-hidden="true" focusable="false" className="weather-legend__line">
      <line x1="0" y1="4" x2="28" y2="4" stroke={series.colour} strokeWidth="3" strokeDasharray={series.dash} />
    </svg>
  );
}

/** Month names from the shared date formatter: `LLLL` → "lipiec", `LLL` → "lip". */
export const monthName = (month: number, pattern: 'LLLL' | 'LLL' = 'LLLL'): string =>
  formatDate(`2026-${String(month).padStart(2, '0')}-15`, pattern);

/** "czerwiec–wrzesień, grudzień" */
export function bestSeasonText(bestMonths: readonly number[]): string {
  return monthRuns(bestMonths)
    .map(([from, to]) => (from === to ? monthName(from) : `${monthName(from)}–${monthName(to)}`))
    .join(', ');
}

export interface WeatherChartProps {
  /** The place in the locative ("na Krecie"), for the chart's title. */
  placeLocative: string;
  months: readonly MonthNormals[];
  bestMonths: readonly number[];
}

/**
 * Weather per month as a line chart drawn in SVG (day, night and sea temperature; the best
 * months shaded), with a text alternative and the same numbers in a table after it.
 */
export function WeatherChart({ placeLocative, months, bestMonths }: WeatherChartProps) {
  const { t } = useTranslation('tour-guide');
  const titleId = useId();
  const descId = useId();
  const sorted = [...months].sort((a, b) => a.month - b.month);
  const hasWater = sorted.some((m) => m.water !== null);
  const scale = temperatureScale(sorted.flatMap((m) => [m.airDay, m.airNight, ...(m.water === null ? [] : [m.water])]));
  const y = (value: number) => MARGIN.top + PLOT_H - ((value - scale.min) / (scale.max - scale.min)) * PLOT_H;
  const x = (month: number) => MARGIN.left + BAND * (month - 0.5);
  const best = new Set(bestMonths);
  const ends = extremes(sorted);

  const line = (pick: (m: MonthNormals) => number | null) =>
    sorted
      .flatMap((m) => {
        const value = pick(m);
        return value === null ? [] : [`${x(m.month).toFixed(1)},${y(value).toFixed(1)}`];
      })
      .join(' ');

  const description = ends
    ? t('weather.chartDescription', {
        warmest: monthName(ends.warmest.month),
        warmestTemp: formatScore(ends.warmest.airDay),
        coolest: monthName(ends.coolest.month),
        coolestTemp: formatScore(ends.coolest.airDay),
      })
    : '';

  return (
    <figure className="weather-chart" data-testid="weather-chart">
      {/* On a phone the chart keeps its size and scrolls sideways, so its labels stay readable; a scrolled region must take focus. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus (WCAG 2.1.1) */}
      <section className="weather-chart__scroll" tabIndex={0} aria-labelledby={titleId}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId} focusable="false">
          <title id={titleId}>{t('weather.chartTitle', { place: placeLocative })}</title>
          <desc id={descId}>{description}</desc>
          {sorted
            .filter((m) => best.has(m.month))
            .map((m) => (
              <rect key={`best-${m.month}`} x={x(m.month) - BAND / 2} y={MARGIN.top} width={BAND} height={PLOT_H} fill={BEST_FILL} />
            ))}
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? COLORS.textMuted : COLORS.border}
              />
              <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill={COLORS.textMuted}>
                {`${tick}°`}
              </text>
            </g>
          ))}
          {sorted.map((m) => (
            <text key={`month-${m.month}`} x={x(m.month)} y={HEIGHT - 12} textAnchor="middle" fontSize="12" fill={COLORS.text}>
              {monthName(m.month, 'LLL')}
            </text>
          ))}
          {hasWater ? (
            <polyline
              points={line((m) => m.water)}
              fill="none"
              stroke={SERIES.water.colour}
              strokeWidth="2.5"
              strokeDasharray={SERIES.water.dash}
            />
          ) : null}
          <polyline
            points={line((m) => m.airNight)}
            fill="none"
            stroke={SERIES.airNight.colour}
            strokeWidth="2.5"
            strokeDasharray={SERIES.airNight.dash}
          />
          <polyline points={line((m) => m.airDay)} fill="none" stroke={SERIES.airDay.colour} strokeWidth="3" />
          {sorted.map((m) => (
            <g key={`day-${m.month}`}>
              <circle cx={x(m.month)} cy={y(m.airDay)} r="4" fill={SERIES.airDay.colour} />
              <text x={x(m.month)} y={y(m.airDay) - 9} textAnchor="middle" fontSize="12" fontWeight="700" fill={COLORS.text}>
                {`${Math.round(m.airDay)}°`}
              </text>
            </g>
          ))}
        </svg>
      </section>
      <figcaption>
        <ul className="weather-legend">
          <li>
            <LegendLine series={SERIES.airDay} />
            {t('weather.airDay')}
          </li>
          <li>
            <LegendLine series={SERIES.airNight} />
            {t('weather.airNight')}
          </li>
          {hasWater ? (
            <li>
              <LegendLine series={SERIES.water} />
              {t('weather.water')}
            </li>
          ) : null}
          {best.size > 0 ? (
            <li>
              <span aria-hidden="true" style={{ background: BEST_FILL, height: 12 }} />
              {t('weather.bestShade')}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The chart's numbers for everyone who reads a table better than a chart (and for screen readers). */
export function WeatherTable({ placeLocative, months, bestMonths }: WeatherChartProps) {
  const { t } = useTranslation('tour-guide');
  const sorted = [...months].sort((a, b) => a.month - b.month);
  const hasWater = sorted.some((m) => m.water !== null);
  const best = new Set(bestMonths);
  const captionId = useId();
  return (
    // A phone scrolls the table sideways instead of the whole page.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus (WCAG 2.1.1)
    <section className="content-table-scroll" tabIndex={0} aria-labelledby={captionId}>
      <table className="content-table" data-testid="weather-table">
        <caption id={captionId}>{t('weather.tableCaption', { place: placeLocative })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('weather.month')}</th>
            <th scope="col">{t('weather.airDay')}</th>
            <th scope="col">{t('weather.airNight')}</th>
            {hasWater ? <th scope="col">{t('weather.water')}</th> : null}
            <th scope="col">{t('weather.sunHours')}</th>
            <th scope="col">{t('weather.rainyDays')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((m) => (
            <tr key={m.month} data-best={best.has(m.month) ? 'true' : undefined}>
              <th scope="row">
                {monthName(m.month)}
                {best.has(m.month) ? <span className="content-muted">{` (${t('weather.bestMark')})`}</span> : null}
              </th>
              <td>{t('weather.degrees', { value: formatScore(m.airDay) })}</td>
              <td>{t('weather.degrees', { value: formatScore(m.airNight) })}</td>
              {hasWater ? <td>{m.water === null ? '–' : t('weather.degrees', { value: formatScore(m.water) })}</td> : null}
              <td>{t('weather.hours', { value: formatScore(m.sunHours) })}</td>
              <td>{m.rainyDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
