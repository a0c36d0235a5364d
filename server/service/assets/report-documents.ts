import PDFDocument from 'pdfkit'
import PptxGenJS from 'pptxgenjs'
import writeXlsxFile from 'write-excel-file/node'
import type { CatalogueEntry, ItemSeries } from '../catalogue/types'

/**
 * The three report documents of an item. All read the same lines (what the item is, its
 * source and release) and the same series, so a PDF, a deck and a workbook of one item never
 * disagree with each other or with its description.
 */

const day = (d: Date) => d.toISOString().slice(0, 10)

/** What the item is, in the words every document uses. */
export function reportHeading(entry: CatalogueEntry): string[] {
  return [
    `Identifier ${entry.identifier}, released ${day(entry.releasedAt)}`,
    `Source: ${entry.sources.join(', ') || 'Statista'}`,
    entry.link,
  ]
}

export function categoryHeading(series: ItemSeries): string {
  return /^\d{4}$/.test(series.points[0]?.name ?? '') ? 'Year' : 'Category'
}

function seriesNote(series: ItemSeries): string[] {
  return [
    ...(series.statement ? [`${series.statement}.`] : []),
    ...(series.forecastFrom ? [`Values from ${series.forecastFrom} on are forecasts.`] : []),
  ]
}

const decimals = (series: ItemSeries) =>
  series.points.some((p) => !Number.isInteger(p.value)) ? 1 : 0

export function reportPdf(entry: CatalogueEntry): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: entry.title, Author: entry.sources.join(', ') || 'Statista' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    // The standard fonts encode WinAnsi, which has the German letters and the euro sign.
    doc.font('Helvetica-Bold').fontSize(16).text(entry.title)
    doc.moveDown(0.5).font('Helvetica').fontSize(10)
    for (const line of reportHeading(entry)) doc.text(line)
    const series = entry.series
    if (series) {
      doc.moveDown()
      for (const line of seriesNote(series)) doc.text(line)
      doc.moveDown().font('Helvetica-Bold').fontSize(11)
      doc.text(`${series.name} (${series.unit})`)
      doc.font('Helvetica').fontSize(10).moveDown(0.3)
      const left = doc.page.margins.left
      const heading = categoryHeading(series)
      const top = doc.y
      doc.font('Helvetica-Bold').text(heading, left, top, { width: 200 })
      doc.text(series.unit, left + 220, top, { width: 150, align: 'right' })
      doc.font('Helvetica')
      for (const p of series.points) {
        const y = doc.y + 2
        doc.text(p.name, left, y, { width: 200 })
        doc.text(p.value.toFixed(decimals(series)), left + 220, y, { width: 150, align: 'right' })
      }
    }
    doc.end()
  })
}

const SLIDE_COLOUR = '2454B3'

export async function reportPptx(entry: CatalogueEntry): Promise<Uint8Array<ArrayBuffer>> {
  const pptx = new PptxGenJS()
  pptx.layout = 'LAYOUT_16x9'
  pptx.title = entry.title
  const text = { fontFace: 'Arial', color: '414B5A', margin: 0, fit: 'shrink' } as const
  const series = entry.series
  const slide = pptx.addSlide()
  slide.addText(entry.title, {
    ...text,
    x: 0.4,
    y: 0.25,
    w: 9.2,
    h: 0.7,
    fontSize: 20,
    bold: true,
    color: '111827',
  })
  slide.addText(reportHeading(entry).slice(0, 2).join(' · '), {
    ...text,
    x: 0.4,
    y: 0.95,
    w: 9.2,
    h: 0.3,
    fontSize: 10,
  })
  if (series) {
    const line = series.graphType.startsWith('line')
    slide.addChart(
      line ? pptx.ChartType.line : pptx.ChartType.bar,
      [
        {
          name: series.name,
          labels: series.points.map((p) => p.name),
          values: series.points.map((p) => p.value),
        },
      ],
      {
        x: 0.4,
        y: 1.35,
        w: 9.2,
        h: 3.6,
        barDir: series.horizontal ? 'bar' : 'col',
        chartColors: [SLIDE_COLOUR],
        showValue: series.points.length <= 12,
        dataLabelFontSize: 8,
        valAxisTitle: series.unit,
        showValAxisTitle: true,
        valAxisTitleFontSize: 9,
        catAxisLabelFontSize: 9,
        valAxisLabelFontSize: 9,
        showLegend: false,
      },
    )
    slide.addText(
      [
        ...seriesNote(series),
        `Source: ${entry.sources.join(', ') || 'Statista'}; ${entry.link}`,
      ].join(' '),
      {
        ...text,
        x: 0.4,
        y: 5.05,
        w: 9.2,
        h: 0.4,
        fontSize: 8,
      },
    )
    const table = pptx.addSlide()
    table.addText(`${series.name} (${series.unit})`, {
      ...text,
      x: 0.4,
      y: 0.25,
      w: 9.2,
      h: 0.5,
      fontSize: 18,
      bold: true,
      color: '111827',
    })
    table.addTable(
      [
        [categoryHeading(series), series.unit].map((t) => ({ text: t, options: { bold: true } })),
        ...series.points.map((p) => [
          { text: p.name },
          { text: p.value.toFixed(decimals(series)), options: { align: 'right' as const } },
        ]),
      ],
      {
        x: 0.4,
        y: 0.9,
        w: 6,
        colW: [3, 3],
        fontFace: 'Arial',
        fontSize: 10,
        border: { type: 'solid', pt: 0.5, color: 'DDE1E6' },
        autoPage: true,
      },
    )
  }
  return new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array)
}

export async function reportXlsx(entry: CatalogueEntry): Promise<Uint8Array<ArrayBuffer>> {
  const series = entry.series
  const line = (value: string, bold = false) => [
    { value, type: String, fontWeight: bold ? ('bold' as const) : undefined },
  ]
  const numberFormat = series && decimals(series) ? '#,##0.0' : '#,##0'
  const data = [
    line(entry.title, true),
    ...reportHeading(entry).map((l) => line(l)),
    ...(series ? seriesNote(series).map((l) => line(l)) : []),
    [],
    ...(series
      ? [
          [
            {
              value: categoryHeading(series),
              type: String,
              fontWeight: 'bold' as const,
              bottomBorderStyle: 'thin' as const,
            },
            {
              value: `${series.name} (${series.unit})`,
              type: String,
              fontWeight: 'bold' as const,
              bottomBorderStyle: 'thin' as const,
              align: 'right' as const,
            },
          ],
          ...series.points.map((p) => [
            { value: p.name, type: String },
            { value: p.value, type: Number, format: numberFormat },
          ]),
        ]
      : []),
  ]
  const buffer = await writeXlsxFile(data, {
    sheet: 'Data',
    columns: [{ width: 24 }, { width: 28 }],
  }).toBuffer()
  return new Uint8Array(buffer)
}
