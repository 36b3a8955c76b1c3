import { Link } from 'react-router-dom';

export const NotFoundScreen = () => (
  <section className="not-found">
    <h1>Page not found</h1>
    <p>The page you are looking for does not exist or has moved.</p>
    <Link to="/careers">Search jobs</Link>
  </section>
);
