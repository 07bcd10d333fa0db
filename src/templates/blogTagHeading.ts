/** "2 posts tagged with "Announcement"": the page's heading and title. */
export function tagHeading(label: string, count: number): string {
  return `${count} ${count === 1 ? "post" : "posts"} tagged with "${label}"`
}
