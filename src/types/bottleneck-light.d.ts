// The throttling plugin schedules with bottleneck's light build; the action builds its write
// limiter from the same module (src/github/octokit.ts), which ships no types of its own.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
