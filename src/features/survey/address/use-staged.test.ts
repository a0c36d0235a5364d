import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './use-staged'

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    frames = []
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {}
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const drawFrame = () => frames.splice(0).forEach((cb) => cb(0))

  it('runs the step in a task after the next frame, not before it', () => {
    const step = vi.fn()
    afterNextPaint(step)
    vi.advanceTimersByTime(50)
    expect(step).not.toHaveBeenCalled()
    drawFrame()
    expect(step).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(step).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1000)
    expect(step).toHaveBeenCalledOnce()
  })

  it('runs the step on its own timer when no frame comes (a hidden tab)', () => {
    const step = vi.fn()
    afterNextPaint(step, 200)
    vi.advanceTimersByTime(199)
    expect(step).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(step).toHaveBeenCalledOnce()
    drawFrame()
    vi.advanceTimersByTime(1000)
    expect(step).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled', () => {
    const step = vi.fn()
    afterNextPaint(step)()
    drawFrame()
    vi.advanceTimersByTime(1000)
    expect(step).not.toHaveBeenCalled()
  })
})
