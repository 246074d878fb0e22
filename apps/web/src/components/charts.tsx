import { useMantineTheme, type MantineTheme } from '@mantine/core';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';

// The web app's one chart library (issue 20 item 5): Chart.js draws every chart (the dashboard's
// and /statistics). Measured with the build: its chunk is 57 KB gzip where recharts (through
// @mantine/charts) was 116 KB. Only lazy chunks import this file, so the first route never
// carries it. Each drawing is hidden from assistive technology by its caller, which gives the same
// figures as a table (ChartDataTable, WCAG 1.1.1).
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** A Mantine theme colour ('blue.6') or any CSS colour, as Chart.js needs it (a plain value). */
const resolveColor = (theme: MantineTheme, color: string): string => {
  const [name, shade] = color.split('.');
  const palette = name ? theme.colors[name] : undefined;
  return palette && shade !== undefined ? (palette[Number(shade)] ?? color) : color;
};

type BarChartProps = {
  labels: string[];
  values: number[];
  /** The series name shown in the tooltip. */
  series: string;
  /** A Mantine theme colour ('blue.6') or a CSS colour. */
  color: string;
  height?: number;
  valueFormatter?: (value: number) => string;
  max?: number;
};

export const BarChart = ({
  labels,
  values,
  series,
  color,
  height = 260,
  valueFormatter,
  max,
}: BarChartProps) => {
  const theme = useMantineTheme();
  return (
    <div style={{ height, position: 'relative' }}>
      <Bar
        data={{
          labels,
          datasets: [{ label: series, data: values, backgroundColor: resolveColor(theme, color) }],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: valueFormatter
              ? { callbacks: { label: (item) => `${series}: ${valueFormatter(Number(item.raw))}` } }
              : undefined,
          },
          scales: {
            x: { grid: { display: false } },
            y: {
              beginAtZero: true,
              max,
              ticks: {
                precision: 0,
                callback: valueFormatter ? (value) => valueFormatter(Number(value)) : undefined,
              },
            },
          },
        }}
      />
    </div>
  );
};

type DoughnutChartProps = {
  labels: string[];
  values: number[];
  /** One colour per slice (Mantine theme colours or CSS colours), repeated when fewer. */
  colors: readonly string[];
  height?: number;
  /** A fixed width (inside a row); the chart fills its container's width without one. */
  width?: number;
  legend?: boolean;
};

export const DoughnutChart = ({
  labels,
  values,
  colors,
  height = 260,
  width,
  legend = true,
}: DoughnutChartProps) => {
  const theme = useMantineTheme();
  return (
    <div style={{ height, width, position: 'relative' }}>
      <Doughnut
        data={{
          labels,
          datasets: [
            {
              data: values,
              backgroundColor: labels.map((_, index) =>
                resolveColor(theme, colors[index % colors.length] ?? 'gray.5'),
              ),
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: legend, position: 'right' } },
        }}
      />
    </div>
  );
};
