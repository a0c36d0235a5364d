import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml } from './safe-html'

describe('SafeHtml', () => {
  it('renders allowed markup with links that open safely in a new tab', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>See <a href="/statistics/1/">the chart</a><img src=x onerror="alert(1)"></p>'}
        baseUrl="https://de.statista.com"
      />,
    )
    const link = screen.getByRole('link', { name: 'the chart' })
    expect(link).toHaveAttribute('href', 'https://de.statista.com/statistics/1/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(container.querySelector('img')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
  })

  it('places the service headings at the level the page asks for, or as bold text', () => {
    const html = '<h2>Overview</h2><p>Text</p><h3>Detail</h3>'
    const nested = render(<SafeHtml html={html} headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Overview' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Detail' })).toBeInTheDocument()
    nested.unmount()

    render(<SafeHtml html={html} headingLevel="text" />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByText('Overview').tagName).toBe('P')
  })

  it('renders links as their text when asked to', () => {
    render(<SafeHtml html={'<p>See <a href="https://example.com/">the chart</a></p>'} plainLinks />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(/the chart/)).toBeInTheDocument()
  })

  it('renders nothing for empty html', () => {
    const { container } = render(<SafeHtml html={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
