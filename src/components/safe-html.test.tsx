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

  it('renders nothing for empty html', () => {
    const { container } = render(<SafeHtml html={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
