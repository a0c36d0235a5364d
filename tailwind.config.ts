import type { Config } from 'tailwindcss'

/**
 * Design tokens: one accent, neutral greys, semantic status colours, one type scale. Colours
 * are CSS variables (defined in src/styles.css for light and dark) so both themes share names.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        canvas: 'var(--color-canvas)',
        surface: 'var(--color-surface)',
        'surface-muted': 'var(--color-surface-muted)',
        border: 'var(--color-border)',
        'border-strong': 'var(--color-border-strong)',
        ink: 'var(--color-ink)',
        'ink-muted': 'var(--color-ink-muted)',
        'ink-subtle': 'var(--color-ink-subtle)',
        accent: 'var(--color-accent)',
        'accent-strong': 'var(--color-accent-strong)',
        'accent-soft': 'var(--color-accent-soft)',
        'on-accent': 'var(--color-on-accent)',
        danger: 'var(--color-danger)',
        'danger-soft': 'var(--color-danger-soft)',
        warning: 'var(--color-warning)',
        'warning-soft': 'var(--color-warning-soft)',
        success: 'var(--color-success)',
        premium: 'var(--color-premium)',
        'premium-soft': 'var(--color-premium-soft)',
        // Chart series colours, in order (survey charts).
        'series-1': 'var(--color-series-1)',
        'series-2': 'var(--color-series-2)',
        'series-3': 'var(--color-series-3)',
        'series-4': 'var(--color-series-4)',
        'series-5': 'var(--color-series-5)',
        'series-6': 'var(--color-series-6)',
        'series-7': 'var(--color-series-7)',
        'series-8': 'var(--color-series-8)',
        'series-9': 'var(--color-series-9)',
        'series-10': 'var(--color-series-10)',
      },
      fontFamily: {
        sans: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.8125rem', { lineHeight: '1.25rem' }],
        base: ['0.9375rem', { lineHeight: '1.5rem' }],
        lg: ['1.0625rem', { lineHeight: '1.5rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
      },
      borderRadius: { DEFAULT: '0.375rem' },
      maxWidth: { page: '80rem' },
    },
  },
} satisfies Config
