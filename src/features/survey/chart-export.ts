/**
 * Chart as a standalone SVG or PNG file. The chart's colours are CSS variables of the theme;
 * a file has no stylesheet, so every var() is replaced by its current computed value.
 */
function standaloneSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement
  const style = getComputedStyle(document.documentElement)
  const resolve = (value: string) =>
    value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => style.getPropertyValue(name).trim())
  for (const el of [clone, ...clone.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      if (attr.value.includes('var(')) el.setAttribute(attr.name, resolve(attr.value))
    }
  }
  const { width, height } = svg.getBoundingClientRect()
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  clone.setAttribute('width', String(Math.round(width)))
  clone.setAttribute('height', String(Math.round(height)))
  clone.setAttribute('font-family', 'system-ui, sans-serif')
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
  background.setAttribute('width', '100%')
  background.setAttribute('height', '100%')
  background.setAttribute('fill', style.getPropertyValue('--color-surface').trim())
  clone.insertBefore(background, clone.firstChild)
  return new XMLSerializer().serializeToString(clone)
}

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function downloadSvg(svg: SVGSVGElement, filename: string): void {
  save(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }), `${filename}.svg`)
}

export async function downloadPng(svg: SVGSVGElement, filename: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect()
  const scale = 2
  const image = new Image()
  const url = URL.createObjectURL(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }))
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
