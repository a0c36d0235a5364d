/**
 * Chart as a standalone SVG or PNG file. The chart's colours are CSS variables of the theme;
 * a file has no stylesheet, so every var() is replaced by its current computed value.
 */
const SVG_NS = 'http://www.w3.org/2000/svg'

/**
 * The chart's legend (chart-legend.tsx) drawn where it sits on screen: each swatch (an SVG with
 * its own pattern) cloned, each label as text. Returns the group and the height it takes.
 */
function legendGroup(legend: HTMLElement): { group: SVGGElement; height: number } {
  const group = document.createElementNS(SVG_NS, 'g')
  const origin = legend.getBoundingClientRect()
  for (const item of legend.querySelectorAll('li')) {
    const swatch = item.querySelector<SVGSVGElement>('svg[data-series-swatch]')
    const text = item.querySelector('span')
    if (swatch) {
      const box = swatch.getBoundingClientRect()
      const clone = swatch.cloneNode(true) as SVGSVGElement
      clone.setAttribute('x', String(Math.round(box.left - origin.left)))
      clone.setAttribute('y', String(Math.round(box.top - origin.top)))
      group.appendChild(clone)
    }
    if (text) {
      const box = text.getBoundingClientRect()
      const label = document.createElementNS(SVG_NS, 'text')
      label.setAttribute('x', String(Math.round(box.left - origin.left)))
      label.setAttribute('y', String(Math.round(box.top - origin.top + box.height / 2)))
      label.setAttribute('dominant-baseline', 'central')
      label.setAttribute('font-size', '12')
      label.setAttribute('fill', 'var(--color-ink)')
      label.textContent = text.textContent
      group.appendChild(label)
    }
  }
  return { group, height: Math.ceil(origin.height) + 8 }
}

/**
 * The chart's panels, top to bottom, under its legend if it has one, as one standalone SVG
 * document with every colour resolved.
 */
function standaloneSvg(
  svgs: readonly SVGSVGElement[],
  legend?: HTMLElement,
): {
  text: string
  width: number
  height: number
} {
  const style = getComputedStyle(document.documentElement)
  const resolve = (value: string) =>
    value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => style.getPropertyValue(name).trim())
  const root = document.createElementNS(SVG_NS, 'svg')
  const background = document.createElementNS(SVG_NS, 'rect')
  background.setAttribute('width', '100%')
  background.setAttribute('height', '100%')
  background.setAttribute('fill', 'var(--color-surface)')
  root.appendChild(background)
  let width = 0
  let height = 0
  if (legend && legend.querySelector('li')) {
    const drawn = legendGroup(legend)
    root.appendChild(drawn.group)
    width = Math.round(legend.getBoundingClientRect().width)
    height = drawn.height
  }
  for (const svg of svgs) {
    const clone = svg.cloneNode(true) as SVGSVGElement
    const box = svg.getBoundingClientRect()
    clone.setAttribute('x', '0')
    clone.setAttribute('y', String(height))
    clone.setAttribute('width', String(Math.round(box.width)))
    clone.setAttribute('height', String(Math.round(box.height)))
    clone.removeAttribute('style')
    root.appendChild(clone)
    width = Math.max(width, Math.round(box.width))
    height += Math.round(box.height)
  }
  // Series colours and pattern marks of bars, swatches and text alike.
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      if (attr.value.includes('var(')) el.setAttribute(attr.name, resolve(attr.value))
    }
  }
  root.setAttribute('xmlns', SVG_NS)
  root.setAttribute('width', String(width))
  root.setAttribute('height', String(height))
  root.setAttribute('font-family', 'system-ui, sans-serif')
  return { text: new XMLSerializer().serializeToString(root), width, height }
}

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function downloadSvg(
  svgs: readonly SVGSVGElement[],
  filename: string,
  legend?: HTMLElement,
): void {
  save(new Blob([standaloneSvg(svgs, legend).text], { type: 'image/svg+xml' }), `${filename}.svg`)
}

export async function downloadPng(
  svgs: readonly SVGSVGElement[],
  filename: string,
  legend?: HTMLElement,
): Promise<void> {
  const { text, width, height } = standaloneSvg(svgs, legend)
  const scale = 2
  const image = new Image()
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }))
  try {
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (blob) save(blob, `${filename}.png`)
  } finally {
    URL.revokeObjectURL(url)
  }
}
