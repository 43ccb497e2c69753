import type { FormEvent, ReactNode } from 'react';

/** The form's text fields, as the inputs hold them. */
export type BookEditValues = Record<
  | 'title'
  | 'author'
  | 'language'
  | 'description'
  | 'longDescription'
  | 'year'
  | 'genres'
  | 'topics'
  | 'series'
  | 'part'
  | 'publisher'
  | 'source'
  | 'rating'
  | 'popularity'
  | 'goodreadsId'
  | 'openlibraryId',
  string
>;

export interface BookEditFormProps {
  values: BookEditValues;
  onChange: (field: keyof BookEditValues, value: string) => void;
  languages: readonly { code: string; name: string }[];
  maxYear: number;
  onSave: () => void;
  onCancel: () => void;
}

function Field({
  id,
  label,
  required,
  empty,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  empty?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && empty ? (
          <span className="form-field__required" id={`${id}-required`}>
            {' '}
            *required
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

/** The "Edit Book Data" form: required markers on title and language, Cancel and Save. */
export function BookEditForm({ values, onChange, languages, maxYear, onSave, onCancel }: BookEditFormProps) {
  const input = (field: keyof BookEditValues, props: Record<string, unknown> = {}) => (
    <input
      id={`edit-${field}`}
      name={field}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      {...props}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className="book-edit-form" onSubmit={submit} noValidate>
      <Field id="edit-title" label="Title" required empty={values.title.trim() === ''}>
        {input('title', { required: true, 'aria-required': true })}
      </Field>
      <Field id="edit-author" label="Author">
        {input('author', { placeholder: 'Unknown' })}
      </Field>
      <Field id="edit-language" label="Language" required empty={values.language.trim() === ''}>
        <select
          id="edit-language"
          name="language"
          required
          aria-required
          value={values.language}
          onChange={(event) => onChange('language', event.target.value)}
        >
          <option value="">Choose a language</option>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
          {values.language && !languages.some((l) => l.code === values.language) ? (
            <option value={values.language}>{values.language}</option>
          ) : null}
        </select>
      </Field>
      <Field id="edit-description" label="Description">
        <textarea
          id="edit-description"
          rows={3}
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </Field>
      <Field id="edit-longDescription" label="Long description (one paragraph a line)">
        <textarea
          id="edit-longDescription"
          rows={5}
          value={values.longDescription}
          onChange={(event) => onChange('longDescription', event.target.value)}
        />
      </Field>
      <div className="form-row">
        <Field id="edit-year" label="Year">
          {input('year', { type: 'number', max: maxYear, step: 1 })}
        </Field>
        <Field id="edit-series" label="Series">
          {input('series')}
        </Field>
        <Field id="edit-part" label="Part">
          {input('part', { type: 'number', min: 1, step: 1 })}
        </Field>
      </div>
      <Field id="edit-genres" label="Genres (comma separated)">
        {input('genres')}
      </Field>
      <Field id="edit-topics" label="Topics (comma separated)">
        {input('topics')}
      </Field>
      <div className="form-row">
        <Field id="edit-publisher" label="Publisher">
          {input('publisher')}
        </Field>
        <Field id="edit-source" label="Source">
          {input('source')}
        </Field>
      </div>
      <div className="form-row">
        <Field id="edit-rating" label="Rating (0 to 1)">
          {input('rating', { type: 'number', min: 0, max: 1, step: 0.01 })}
        </Field>
        <Field id="edit-popularity" label="Popularity">
          {input('popularity', { type: 'number', min: 0, step: 1 })}
        </Field>
      </div>
      <div className="form-row">
        <Field id="edit-goodreadsId" label="Goodreads id or link">
          {input('goodreadsId')}
        </Field>
        <Field id="edit-openlibraryId" label="Open Library id or link">
          {input('openlibraryId')}
        </Field>
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Save
        </button>
      </div>
    </form>
  );
}
