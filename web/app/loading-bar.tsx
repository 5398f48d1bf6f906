import { useMachine } from "@xstate/react"
import { useEffect, useRef } from "react"
import { useNavigation } from "react-router"
import { loadingBarMachine } from "#machines/loading-bar.machine.ts"
import styles from "./loading-bar.module.css"

/**
 * The top loading bar (spec-search §9: 200 ms steps of 10, up to 99 %, then 100), shown while
 * the router loads the next page (its chunk or its data). Decorative: the page's own content
 * says what is loading.
 */
export function LoadingBar() {
  const navigation = useNavigation()
  const [snapshot, send] = useMachine(loadingBarMachine)
  const barRef = useRef<HTMLDivElement>(null)
  const loading = navigation.state !== "idle"

  useEffect(() => {
    send({ type: loading ? "loading.start" : "loading.finish" })
  }, [loading, send])

  const visible = snapshot.hasTag("visible")
  const { progress } = snapshot.context
  // Set through the CSSOM rather than a style attribute, which a strict style-src would refuse.
  useEffect(() => {
    barRef.current?.style.setProperty("--progress", String(progress / 100))
  }, [progress])

  return (
    <div className={styles.track} aria-hidden="true" hidden={!visible}>
      <div ref={barRef} className={styles.bar} />
    </div>
  )
}
