/**
 * Chart as a standalone SVG or PNG file. The chart's colours are CSS variables of the theme;
 * a file has no stylesheet, so every var() is replaced by its current computed value.
 */
const SVG_NS = 'http://www.w3.org/2000/svg'

/** The chart's panels, top to bottom, as one standalone SVG document of the given size. */
function standaloneSvg(svgs: readonly SVGSVGElement[]): {
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
  background.setAttribute('fill', style.getPropertyValue('--color-surface').trim())
  root.appendChild(background)
  let width = 0
  let height = 0
  for (const svg of svgs) {
    const clone = svg.cloneNode(true) as SVGSVGElement
    for (const el of [clone, ...clone.querySelectorAll('*')]) {
      for (const attr of [...el.attributes]) {
        if (attr.value.includes('var(')) el.setAttribute(attr.name, resolve(attr.value))
      }
    }
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

export function downloadSvg(svgs: readonly SVGSVGElement[], filename: string): void {
  save(new Blob([standaloneSvg(svgs).text], { type: 'image/svg+xml' }), `${filename}.svg`)
}

export async function downloadPng(svgs: readonly SVGSVGElement[], filename: string): Promise<void> {
  const { text, width, height } = standaloneSvg(svgs)
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
