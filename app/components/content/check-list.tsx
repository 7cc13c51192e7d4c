/** A list whose items each carry a check mark (what is covered, what is included). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3 text-gray-800">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
